export { AppShell, MAIN_CONTENT_ID, type AppShellProps } from './AppShell';
export { AppHeader, type AppHeaderProps } from './AppHeader';
export { AppFooter, type AppFooterProps } from './AppFooter';
export { MobileMenu, type MobileMenuProps } from './MobileMenu';
export { PublicLayout, type PublicLayoutProps } from './PublicLayout';
export { APP_NAV_ITEMS, APP_HOME_PATH, type AppNavItem, type AppNavPath } from './nav';
