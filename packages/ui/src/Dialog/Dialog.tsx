import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import { IconButton } from '../IconButton';
import { body, content, description as descriptionClass, footer, header, overlay, title as titleClass } from './Dialog.css';
import { variantOptions } from '../private/variant-options';
import type { DialogVariants } from './Dialog.css';

export const dialogSizes = variantOptions<NonNullable<DialogVariants['size']>>()(['small', 'medium', 'large']);
export const dialogSides = variantOptions<NonNullable<DialogVariants['side']>>()(['center', 'start', 'end']);

export type DialogRootProps = {
  /** Dialog parts: a Trigger and the Content. */
  children: ReactNode;
  /** Controlled open state. @default undefined */
  open?: boolean;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when it opens or closes. @default undefined */
  onOpenChange?: (open: boolean) => void;
};

/** Holds the open state (Radix Dialog.Root). */
export function DialogRoot(props: DialogRootProps) {
  return <RadixDialog.Root {...props} />;
}

export type DialogTriggerProps = {
  /** One element that opens the dialog, usually a Button; it receives the trigger's props and ref. */
  children: ReactElement;
};

/** Makes its child open the dialog. */
export function DialogTrigger({ children }: DialogTriggerProps) {
  return <RadixDialog.Trigger asChild>{children}</RadixDialog.Trigger>;
}

export type DialogLabels = {
  /** Label of the close button. */
  close: string;
};

/** The dialog's English texts: the default of `labels` (`closeLabel` wins over them). */
export const dialogLabels: DialogLabels = {
  close: 'Close',
};

export type DialogContentProps = {
  /** Heading of the dialog; also its accessible name. */
  title: ReactNode;
  /** A sentence under the title; also the accessible description. @default undefined */
  description?: ReactNode;
  /** Body. */
  children?: ReactNode;
  /** Buttons row at the bottom (use Dialog.Footer or plain buttons). @default undefined */
  footer?: ReactNode;
  /** Maximum width: small 400, medium 560, large 800px. @default 'medium' */
  size?: DialogVariants['size'];
  /**
   * Where the panel sits: 'center' (a modal box) or a full-height sheet on the inline 'start' or
   * 'end' edge (left or right in a left-to-right page, mirrored in right-to-left). @default 'center'
   */
  side?: DialogVariants['side'];
  /** Label of the close button. @default labels.close ('Close') */
  closeLabel?: string;
  /** Texts, e.g. from a language pack. @default dialogLabels (English) */
  labels?: Partial<DialogLabels>;
};

/**
 * The modal panel, in a portal on <body> (put the theme class on <body>: see @ferrite/tokens).
 * Focus is trapped inside; Escape and the close button close it.
 */
export function DialogContent({ title, description, children, footer: footerContent, size, side, closeLabel, labels }: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={overlay} />
      <RadixDialog.Content className={content({ size, side })} {...(description ? {} : { 'aria-describedby': undefined })}>
        <div className={header}>
          <RadixDialog.Title className={titleClass}>{title}</RadixDialog.Title>
          <RadixDialog.Close asChild>
            <IconButton icon="close" label={closeLabel ?? { ...dialogLabels, ...labels }.close} size="small" />
          </RadixDialog.Close>
        </div>
        {description ? <RadixDialog.Description className={descriptionClass}>{description}</RadixDialog.Description> : null}
        {children ? <div className={body}>{children}</div> : null}
        {footerContent ? <div className={footer}>{footerContent}</div> : null}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

export type DialogCloseProps = {
  /** One element that closes the dialog, usually a Button. */
  children: ReactElement;
};

/** Makes its child close the dialog (Cancel buttons). */
export function DialogClose({ children }: DialogCloseProps) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}

/** The dialog's parts, Radix-style: `<Dialog.Root><Dialog.Trigger>…</Dialog.Trigger><Dialog.Content title="…">`. */
export const Dialog = {
  Root: DialogRoot,
  Trigger: DialogTrigger,
  Content: DialogContent,
  Close: DialogClose,
};
