import { ApolloProvider, useQuery } from '@apollo/client/react';
import DownloadIcon from '@mui/icons-material/Download';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import LogoutIcon from '@mui/icons-material/Logout';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMediaQuery, useTheme } from '@mui/material';
import { Suspense, useEffect, useId, useState } from 'react';
import { Link as RouterLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { ToastProvider } from '../../components/toast-provider';
import { useNotify } from '../../components/use-notify';
import { visuallyHidden } from '../../components/visually-hidden';
import { AppInfoQuery } from '../../features/app-info/api/app-info';
import { operationFailed, sessionEnded } from '../../lib/app-events';
import { apolloClient } from '../../lib/apollo-client';
import { MuiProviders } from '../mui-providers';
import { useSession } from '../session/session-provider';
import { ANONYMOUS } from './anonymous';
import { AppFooter } from './app-footer';
import { PageLoading } from './page-loading';
import { koreanToday } from './korean-date';
import { menuFor } from './menu';
import { useRouteDocumentTitle } from './page-title';

/** Sidebar 64 units (16rem) and header 16 units (4rem) wide/high, as the spec gives them. */
export const SIDEBAR_WIDTH = 256;
export const HEADER_HEIGHT = 64;

/** The signed-in frame with MUI's theme, the toasts and the data layer (Apollo Client). */
export function AppShell() {
  return (
    <MuiProviders>
      <ApolloProvider client={apolloClient}>
        <ToastProvider>
          <DataLayerEvents />
          <ShellFrame />
        </ToastProvider>
      </ApolloProvider>
    </MuiProviders>
  );
}

/** Failed reads become error toasts; a finished session takes its cached data with it. */
function DataLayerEvents() {
  const notify = useNotify();
  useEffect(() => operationFailed.subscribe((message) => notify.error(message)), [notify]);
  useEffect(() => sessionEnded.subscribe(() => void apolloClient.clearStore()), []);
  return null;
}

/** Fixed header, collapsible sidebar (a drawer on small screens), footer. */
function ShellFrame() {
  useRouteDocumentTitle();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppHeader onMenuClick={() => setDrawerOpen((open) => !open)} showMenuButton={!wide} />
      <Drawer
        variant={wide ? 'permanent' : 'temporary'}
        open={wide || drawerOpen}
        onClose={() => setDrawerOpen(false)}
        sx={{ width: SIDEBAR_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH } }}
      >
        <Toolbar sx={{ minHeight: HEADER_HEIGHT }} />
        <SidebarMenu onNavigate={() => setDrawerOpen(false)} />
      </Drawer>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar sx={{ minHeight: HEADER_HEIGHT }} />
        <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, md: 3 } }}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Box>
        <AppFooter />
      </Box>
    </Box>
  );
}

function AppHeader({ onMenuClick, showMenuButton }: { onMenuClick: () => void; showMenuButton: boolean }) {
  const { auth, signOut } = useSession();
  const navigate = useNavigate();
  const { data } = useQuery(AppInfoQuery);
  const name = auth.name || ANONYMOUS;
  const printProgramUrl = data?.appInfo.printProgramUrl;
  const logout = async () => {
    await signOut();
    void navigate('/login');
  };
  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={1}
      sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}
    >
      <Toolbar sx={{ minHeight: HEADER_HEIGHT, gap: 1.5 }}>
        {showMenuButton && (
          <IconButton edge="start" aria-label="메뉴 열기" onClick={onMenuClick}>
            <MenuIcon />
          </IconButton>
        )}
        <Box
          component={RouterLink}
          to="/transport/check"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            color: 'primary.main',
            textDecoration: 'none',
          }}
        >
          <LocalShippingIcon />
          <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
            택배관리시스템
          </Typography>
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        {printProgramUrl && (
          <Button
            href={printProgramUrl}
            startIcon={<DownloadIcon />}
            size="small"
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          >
            출력 프로그램 설치
          </Button>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
          {koreanToday()}
        </Typography>
        <UserMenu name={name} />
        <Tooltip title="로그아웃" enterDelay={700} enterNextDelay={300}>
          <IconButton aria-label="로그아웃" onClick={() => void logout()}>
            <LogoutIcon />
          </IconButton>
        </Tooltip>
      </Toolbar>
    </AppBar>
  );
}

/** The signed-in user's name opens their menu: 내 정보 (their own account) and 로그아웃. */
function UserMenu({ name }: { name: string }) {
  const navigate = useNavigate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = (to: string) => {
    setAnchor(null);
    void navigate(to);
  };
  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', gap: 1, px: 1 }}
      >
        <Avatar sx={{ width: 32, height: 32, bgcolor: 'primary.main', fontSize: 15 }} aria-hidden>
          {name.charAt(0)}
        </Avatar>
        <Typography variant="body2" component="span" sx={{ fontWeight: 600 }} data-testid="header-user-name">
          {name}
        </Typography>
        {/* The name read, then what the button opens: its accessible name holds its visible text. */}
        <Box component="span" sx={visuallyHidden}>
          사용자 메뉴
        </Box>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => open('/account')}>
          <ListItemIcon>
            <ManageAccountsIcon fontSize="small" />
          </ListItemIcon>
          내 정보
        </MenuItem>
      </Menu>
    </>
  );
}

/**
 * The menu as lists whose children are list items only (axe's `list` rule): one item per section,
 * holding the section's toggle and, while open, its own list of links.
 */
function SidebarMenu({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  const { auth } = useSession();
  const [closed, setClosed] = useState<Record<string, boolean>>({});
  const idPrefix = useId();
  return (
    <Box component="nav" aria-label="주 메뉴" sx={{ overflowY: 'auto' }}>
      <List dense disablePadding>
        {menuFor(auth.role).map((section, index) => {
          const open = !closed[section.title];
          const itemsId = `${idPrefix}-section-${index}`;
          return (
            <ListItem key={section.title} disablePadding sx={{ display: 'block' }}>
              <ListItemButton
                onClick={() => setClosed((state) => ({ ...state, [section.title]: !state[section.title] }))}
                aria-expanded={open}
                aria-controls={open ? itemsId : undefined}
              >
                <ListItemText
                  primary={section.title}
                  slotProps={{ primary: { sx: { fontWeight: 700, color: 'text.secondary', fontSize: 13 } } }}
                />
                {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
              </ListItemButton>
              <Collapse in={open} timeout="auto" unmountOnExit>
                <List id={itemsId} dense disablePadding aria-label={section.title}>
                  {section.items.map((item) => (
                    <ListItem key={item.path} disablePadding>
                      <ListItemButton
                        component={RouterLink}
                        to={item.path}
                        selected={pathname === item.path}
                        aria-current={pathname === item.path ? 'page' : undefined}
                        onClick={onNavigate}
                        sx={{ pl: 3 }}
                      >
                        <ListItemText primary={item.label} />
                      </ListItemButton>
                    </ListItem>
                  ))}
                </List>
              </Collapse>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
