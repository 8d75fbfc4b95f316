export { AuthCard, type AuthCardProps } from './AuthCard';
