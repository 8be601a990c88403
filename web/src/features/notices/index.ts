// What other screens take of notices: the latest-notices box for their home screens (it lives in
// the kit, components/latest-notices.tsx, since a feature imports no other feature).
export { LatestNotices, LATEST_NOTICE_COUNT } from '../../components/latest-notices';
