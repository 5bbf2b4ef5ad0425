export { ErrorState, type ErrorStateProps } from './ErrorState';
export { RouteError, type RouteErrorProps } from './RouteError';
export { ErrorBoundary, type ErrorBoundaryProps, type ErrorBoundaryFallbackProps } from './ErrorBoundary';
export { describeError, type DescribedError, type ErrorKind } from './describeError';
export { LazyPart, type LazyPartProps, type LazyModule } from './LazyPart';
