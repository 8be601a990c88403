/**
 * The analysts' guide's example queries (```graphql blocks of docs/analysts.md, which the API tests
 * run) as one document for the workbench's first tab: each under a comment with its section's
 * heading. The examples are named operations, so they may stand together and be run one at a time.
 */
export function guideExamplesDocument(markdown: string): string {
  const examples = [...markdown.matchAll(/```graphql\n([\s\S]*?)```/g)].map((match) => {
    const heading = [...markdown.slice(0, match.index).matchAll(/^#+ (.*)$/gm)].pop()?.[1] ?? '';
    return `# ${heading}\n${(match[1] ?? '').trim()}\n`;
  });
  return [WORKBENCH_INTRODUCTION, ...examples].join('\n');
}

const WORKBENCH_INTRODUCTION = `# 분석가 안내서(docs/analysts.md)의 예제 쿼리입니다.
# 실행: 쿼리 안에 커서를 두고 Ctrl+Enter, 또는 실행 버튼에서 고르기.
# 키보드: Tab으로 편집기 상자에 가서 Enter로 입력, 편집기에서 나갈 때는 Ctrl+M 뒤 Tab.
# 금액은 원, 중량은 kg, 날짜는 Asia/Seoul 기준입니다. 스키마 설명은 왼쪽의 문서(Docs)에 있습니다.
`;
