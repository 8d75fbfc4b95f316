export { SiteLayout, type SiteLayoutProps } from './SiteLayout';
