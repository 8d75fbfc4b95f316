export { HeartToggle, type HeartToggleProps } from './HeartToggle';
