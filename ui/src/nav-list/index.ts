export { NavLink, NavList, type NavLinkProps, type NavListProps } from './NavList';
