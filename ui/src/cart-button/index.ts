export { CartButton, type CartButtonProps } from './CartButton';
