export { VerifiedMark, type VerifiedMarkProps } from './VerifiedMark';
