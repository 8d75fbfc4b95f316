export { IngredientListEditor, type IngredientListEditorProps } from './IngredientListEditor';
