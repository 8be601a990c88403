import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import Box from '@mui/material/Box';
import { mayUseWorkbench } from '@parcel/shared/access';
import { GraphiQL } from 'graphiql';
import { useTheme } from '@mui/material';
import { useRef } from 'react';
import analystsGuide from '../../../../docs/analysts.md?raw';
import { useSession } from '../../app/session/session-provider';
import { NoAccessPage } from '../../components/no-access-page';
import { PageHeader } from '../../components/page-header';
import { guideExamplesDocument } from './guide-examples';
import { useTabStripAsButtonList } from './graphiql-tab-strip';
import { workbenchFetcher } from './workbench-fetcher';

const EXAMPLES_TAB = { query: guideExamplesDocument(analystsGuide) };

/**
 * The GraphQL workbench for analysts (GraphiQL, bundled: it works on a network without internet),
 * signed with the session. Its editor is heavy, so this route is a chunk of its own. Roles that may
 * not read the schema (WORKBENCH_ROLES) are told so; the server refuses them introspection anyway.
 */
export function GraphqlWorkbenchPage() {
  const { auth } = useSession();
  const theme = useTheme();
  const workbench = useRef<HTMLDivElement>(null);
  useTabStripAsButtonList(workbench);
  if (!mayUseWorkbench(auth.role)) {
    return (
      <NoAccessPage
        title="GraphQL 워크벤치"
        breadcrumbs={BREADCRUMBS}
        message="GraphQL 워크벤치는 관리자, 멤버_전체, 멤버_조회만 쓸 수 있습니다. 필요하면 관리자에게 권한을 요청하세요."
      />
    );
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, height: WORKBENCH_HEIGHT }}>
      <PageHeader
        title="GraphQL 워크벤치"
        breadcrumbs={BREADCRUMBS}
        subtitle="스키마(Docs)를 읽고 /graphql에 쿼리를 실행합니다. 첫 탭의 예제는 분석가 안내서와 같습니다."
      />
      <Box
        ref={workbench}
        sx={{
          flexGrow: 1,
          minHeight: 0,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          // Monaco draws its lines absolutely positioned: without a containing block of its own
          // here, they would stretch the page below the editor.
          position: 'relative',
          overflow: 'hidden',
          '& .graphiql-container': {
            height: '100%',
            fontFamily: theme.typography.fontFamily,
            ...READABLE_GRAPHIQL_COLOURS,
          },
          // The answer's numbers (Monaco's green, #098658) are 4.1:1 on GraphiQL's grey: on white, 4.6:1.
          '& .graphiql-response .monaco-editor, & .graphiql-response .monaco-editor-background, & .graphiql-response .monaco-editor .margin':
            { backgroundColor: '#fff !important' },
        }}
      >
        <GraphiQL
          fetcher={workbenchFetcher}
          defaultTabs={[EXAMPLES_TAB]}
          forcedTheme="light"
          isHeadersEditorEnabled={false}
        />
      </Box>
    </Box>
  );
}

/**
 * GraphiQL's palette, darkened where its text falls short of WCAG AA (4.5:1 on its light
 * backgrounds): its link blue was 4.1:1, its type-name orange 3.2:1, its secondary grey text on
 * grey 4.3:1. Hues kept; values are HSL triples, as GraphiQL's CSS variables take them.
 */
const READABLE_GRAPHIQL_COLOURS = {
  '--color-secondary': '242, 51%, 50%',
  '--color-tertiary': '188, 100%, 26%',
  '--color-info': '208, 100%, 36%',
  '--color-success': '158, 60%, 28%',
  '--color-warning': '36, 100%, 28%',
  '--color-error': '13, 93%, 40%',
  '--alpha-secondary': '0.9',
} as const;

const BREADCRUMBS = [{ label: '분석' }, { label: 'GraphQL 워크벤치' }] as const;

/** The viewport less the header (64), the main area's padding (2 × 24) and the footer (about 40). */
const WORKBENCH_HEIGHT = 'calc(100vh - 64px - 48px - 40px)';
