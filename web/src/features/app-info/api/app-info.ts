import { graphql } from '../../../gql';

export const AppInfoQuery = graphql(`
  query AppInfo {
    appInfo {
      productName
      version
      demoData
    }
  }
`);
