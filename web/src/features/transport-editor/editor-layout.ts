// The editor's two columns, shared by the page (sender | receivers) and the receiver panel below
// them (its fields | its goods lines), so forms line up on the left and lists on the right.
//
// The lists get the wider column: at 1440 px the goods grid's 운송 구분 to 금액 (about 630 px)
// fit without scrolling, and the receivers grid keeps the width it had; only the 받는 곳 amounts of
// the goods grid lie beyond, behind its scroll bar. Below lg everything is one column.
export const EDITOR_COLUMNS = { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 3fr)' } as const;
