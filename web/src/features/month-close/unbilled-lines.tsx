import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import type { MonthCloseQuery } from '../../gql/graphql';

type Board = Omit<MonthCloseQuery['monthClose'], 'rows'>;

const countText = (count: number) => `${count.toLocaleString('ko-KR')}건`;

/**
 * The month's goods lines no invoice bills (docs/decisions.md#nothing-billed-to-nobody-by-accident),
 * received in the board's calendar month: those billed to nobody by accident and those of suspended
 * groups, each count a link to the delivery check of exactly those lines.
 */
export function UnbilledLines({ board }: { board: Board }) {
  return (
    <Alert
      severity={board.billedToNobodyLines > 0 ? 'warning' : 'info'}
      role="region"
      aria-labelledby="unbilled-lines-title"
    >
      <AlertTitle id="unbilled-lines-title">
        청구되지 않는 물품 (접수일 {board.receivedFrom} ~ {board.receivedTo})
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        <li>
          <Link component={RouterLink} to={board.billedToNobodyLink}>
            {`청구 대상 없음 ${countText(board.billedToNobodyLines)}`}
          </Link>
          : 이름만 입력된 업체가 내는 물품, 또는 내는 업체의 정산 그룹 최상위 업체가 화주가 아니거나 공급자가
          없어 어느 청구서에도 들어가지 않는 물품입니다. 업체를 등록하거나 정산 그룹을 고쳐주세요.
        </li>
        <li>
          <Link component={RouterLink} to={board.suspendedGroupLink}>
            {`중지된 정산 그룹 ${countText(board.suspendedGroupLines)}`}
          </Link>
          : 정산 그룹 최상위 업체가 중지되어 청구하지 않는 물품입니다.
        </li>
      </Box>
    </Alert>
  );
}
