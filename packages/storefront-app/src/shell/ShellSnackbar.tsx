// The kit's Snackbar in a chunk of its own (Shell.tsx loads it with the first message): the queue
// is empty on every server-rendered page, so no first load needs it.
export { Snackbar as ShellSnackbar } from '@ferrite/ui';
