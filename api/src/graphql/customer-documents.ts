// A customer (화주) works the web app's screens, and nothing else of the GraphQL API: its requests
// must be the web app's own documents (web-documents.ts), so the analysts' workbench, hand-written
// queries and every field the screens do not ask for are closed to it. What those documents read is
// limited to its companies by the operations themselves (common/customer-scope.ts).
import type { ApolloServerPlugin } from '@apollo/server';
import { isCustomer } from '@parcel/shared/access';
import { AppError } from '../common/errors';
import type { RequestContext } from '../context';
import { toGraphQLError } from './graphql-errors';
import type { WebDocuments } from './web-documents';

export const CUSTOMER_DOCUMENT_MESSAGE = '화주 계정은 화면에서 보내는 요청만 사용할 수 있습니다.';

export function customerDocumentsPlugin(webDocuments: WebDocuments): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, contextValue: context }) {
          if (!isCustomer(context.caller?.role) || webDocuments.has(document)) return;
          throw toGraphQLError(new AppError('FORBIDDEN', CUSTOMER_DOCUMENT_MESSAGE), context);
        },
      };
    },
  };
}
