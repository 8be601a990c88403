import Button, { type ButtonProps } from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';

export interface RowActionButtonProps {
  children: ReactNode;
  onClick?: ButtonProps['onClick'];
  disabled?: boolean;
  /** Why the button is disabled (a role that may not write, ...), shown as its tooltip. */
  disabledReason?: string | null;
  // Set by GridActionsCell, which moves the focus between a cell's buttons with the arrow keys.
  tabIndex?: number;
  touchRippleRef?: ButtonProps['touchRippleRef'];
  /** The button's name where its text alone would not say which row it acts on. */
  'aria-label'?: string;
}

/**
 * A small text button of a grid row, for GridActionsCell (one DOM child each, so its arrow keys
 * find the buttons). A disabled one with a reason carries the reason in a tooltip.
 */
export function RowActionButton({
  children,
  disabled,
  disabledReason,
  ...buttonProps
}: RowActionButtonProps) {
  const button = (
    <Button size="small" variant="outlined" disabled={disabled} {...buttonProps}>
      {children}
    </Button>
  );
  if (!disabled || !disabledReason) return button;
  return (
    <Tooltip title={disabledReason} enterDelay={500} describeChild>
      {/* A disabled button fires no events: the span carries the tooltip. */}
      <span>{button}</span>
    </Tooltip>
  );
}
