export { AccountButton, type AccountButtonProps } from './AccountButton';
export { AccountMenu, type AccountMenuProps } from './AccountMenu';
