export { Dialog, DialogRoot, DialogTrigger, DialogContent, DialogClose, dialogSizes } from './Dialog';
export type { DialogRootProps, DialogTriggerProps, DialogContentProps, DialogCloseProps } from './Dialog';
