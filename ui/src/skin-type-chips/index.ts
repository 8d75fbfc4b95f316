export { skinTypeLabels, skinTypes, type SkinType } from './skinTypes';
