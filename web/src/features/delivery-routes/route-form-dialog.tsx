import { deliveryRouteSchema } from '@parcel/shared/forms/delivery-route-form';
import { initialValuesOf } from '@parcel/shared/records/define-fields';
import { ROUTE_FIELDS } from '@parcel/shared/records/delivery-route-list';
import { DeclaredField } from '../../components/declared-field';
import { FormDialog } from '../../components/form-dialog';
import { useEntityForm } from '../../components/use-entity-form';
import type { RouteRowFragment } from '../../gql/graphql';
import { CreateRouteMutation, UpdateRouteMutation } from './api/delivery-routes';

/** The spec gives these toasts no wording ("created, updated, deleted and matching failure toasts"). */
export const ROUTE_TOASTS = {
  created: '배송 코스가 등록되었습니다.',
  updated: '배송 코스가 수정되었습니다.',
  deleted: '배송 코스가 삭제되었습니다.',
  createFailed: '배송 코스 등록에 실패했습니다.',
  updateFailed: '배송 코스 수정에 실패했습니다.',
  deleteFailed: '배송 코스 삭제에 실패했습니다.',
} as const;

export interface RouteFormDialogProps {
  /** The course to rename, or null to register a new one. */
  route: RouteRowFragment | null;
  onClose: () => void;
  onSaved: (route: RouteRowFragment) => void;
}

/** 배송 코스 신규 등록 / 배송 코스 수정: the course name (spec: "a route name field, create and edit modes"). */
export function RouteFormDialog({ route, onClose, onSaved }: RouteFormDialogProps) {
  const form = useEntityForm(deliveryRouteSchema, {
    defaultValues: initialValuesOf(ROUTE_FIELDS, route),
    create: {
      mutation: CreateRouteMutation,
      variables: (values) => ({ input: { ...values } }),
      saved: (data) => data.createRoute,
    },
    update: route
      ? {
          mutation: UpdateRouteMutation,
          variables: (values) => ({
            input: { deliveryRouteId: route.deliveryRouteId, ...values, version: route.version },
          }),
          saved: (data) => data.updateRoute,
        }
      : undefined,
    toasts: ROUTE_TOASTS,
    onSaved,
  });

  return (
    <FormDialog
      open
      title={route ? '배송 코스 수정' : '배송 코스 신규 등록'}
      {...form.dialogProps}
      maxWidth="xs"
      onClose={onClose}
    >
      <DeclaredField
        {...form.fieldProps}
        fields={ROUTE_FIELDS}
        name="deliveryRouteNm"
        autoFocus
        placeholder="예: 북구 1코스"
      />
    </FormDialog>
  );
}
