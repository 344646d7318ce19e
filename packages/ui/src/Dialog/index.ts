export { Dialog, DialogRoot, DialogTrigger, DialogContent, DialogClose, dialogSizes, dialogSides, dialogLabels } from './Dialog';
export type { DialogRootProps, DialogTriggerProps, DialogContentProps, DialogCloseProps, DialogLabels } from './Dialog';
