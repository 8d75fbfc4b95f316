export { MiniBarChart, type MiniBarChartDatum, type MiniBarChartProps } from './MiniBarChart';
