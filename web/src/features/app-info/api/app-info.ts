import { graphql } from '../../../gql';

/** Public server facts: the sign-in form's demo prefill and the header's installer link. */
export const AppInfoQuery = graphql(`
  query AppInfo {
    appInfo {
      productName
      demoData
      printProgramUrl
      publicUrl
    }
  }
`);
