import { graphql } from '../../../gql';

graphql(`
  fragment NoticeRow on Notice {
    noticeId
    title
    body
    audience
    pinnedYn
    regNm
    regDt
    chgDt
    version
  }
`);

/** The management list: an admin reads every notice; pinned first, then newest. */
export const NoticesQuery = graphql(`
  query Notices($page: PageInput) {
    notices(page: $page) {
      items {
        ...NoticeRow
      }
      total
    }
  }
`);

export const CreateNoticeMutation = graphql(`
  mutation CreateNotice($input: NoticeInput!) {
    createNotice(input: $input) {
      ...NoticeRow
    }
  }
`);

export const UpdateNoticeMutation = graphql(`
  mutation UpdateNotice($input: NoticeUpdateInput!) {
    updateNotice(input: $input) {
      ...NoticeRow
    }
  }
`);

export const DeleteNoticeMutation = graphql(`
  mutation DeleteNotice($noticeId: Int!) {
    deleteNotice(noticeId: $noticeId) {
      noticeId
    }
  }
`);
