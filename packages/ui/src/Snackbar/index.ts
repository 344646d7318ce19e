export { Snackbar, SnackbarProvider, useSnackbar, snackbarTypes, defaultSnackbarDuration } from './Snackbar';
export type { SnackbarProps, SnackbarProviderProps, SnackbarOptions, SnackbarApi, SnackbarType } from './Snackbar';
