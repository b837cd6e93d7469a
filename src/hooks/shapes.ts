// The shapes the resource hooks hand the UI, so that pages never import the machinery behind them.
export type { PagedRead, Read } from './read/useRead';
export type { Mutation } from './write/useMutation';
