export { StatusBadge, statusTones, type StatusBadgeProps, type StatusTone } from './StatusBadge';
