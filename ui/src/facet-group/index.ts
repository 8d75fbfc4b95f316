export { FacetGroup, type FacetGroupProps, type FacetOption } from './FacetGroup';
