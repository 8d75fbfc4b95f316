export { StatCard, type StatCardProps, type StatDeltaTone, type StatTrend } from './StatCard';
