export { DemoSection } from '../../docs/DemoSection';
