// The shared screen kit: list screens are a SearchPanel + ListCard + FormDialog built from these.
export * from './company-autocomplete';
export * from './company-option';
export * from './confirm-dialog';
export * from './form-dialog';
export * from './formatted-fields';
export * from './formatted-input';
export * from './list-card';
export * from './not-found-page';
export * from './page-header';
export * from './placeholder-page';
export * from './read-only-dialog';
export * from './search-filter-inputs';
export * from './search-panel';
export * from './toast-message';
export * from './toast-provider';
export * from './use-notify';
