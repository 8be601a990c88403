import { useMutation } from '@apollo/client/react';
import {
  DELIVERY_ROUTE_FIELD_LABELS as LABELS,
  deliveryRouteSchema,
  type DeliveryRouteValues,
} from '@parcel/shared/forms/delivery-route-form';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../components/form-dialog';
import { TextInput } from '../../components/form-fields';
import { schemaResolver, useFirstErrorToast } from '../../components/schema-form';
import { useNotify } from '../../components/use-notify';
import type { RouteRowFragment } from '../../gql/graphql';
import { messageOf } from '../../lib/apollo-client';
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
  const notify = useNotify();
  const showFirstError = useFirstErrorToast();
  const [createRoute, createState] = useMutation(CreateRouteMutation);
  const [updateRoute, updateState] = useMutation(UpdateRouteMutation);
  const busy = createState.loading || updateState.loading;
  const { control, handleSubmit } = useForm<DeliveryRouteValues>({
    defaultValues: { deliveryRouteNm: route?.deliveryRouteNm ?? '' },
    resolver: schemaResolver(deliveryRouteSchema),
  });

  const save = async ({ deliveryRouteNm }: DeliveryRouteValues) => {
    const name = deliveryRouteNm ?? '';
    try {
      if (route) {
        const { data } = await updateRoute({
          variables: {
            input: { deliveryRouteId: route.deliveryRouteId, deliveryRouteNm: name, version: route.version },
          },
        });
        if (data) onSaved(data.updateRoute);
        notify.success(ROUTE_TOASTS.updated);
      } else {
        const { data } = await createRoute({ variables: { input: { deliveryRouteNm: name } } });
        if (data) onSaved(data.createRoute);
        notify.success(ROUTE_TOASTS.created);
      }
    } catch (error) {
      notify.error(`${route ? ROUTE_TOASTS.updateFailed : ROUTE_TOASTS.createFailed} ${messageOf(error)}`);
    }
  };

  return (
    <FormDialog
      open
      title={route ? '배송 코스 수정' : '배송 코스 신규 등록'}
      submitLabel={route ? '수정' : '등록'}
      pendingLabel={route ? '수정 중...' : '생성 중...'}
      busy={busy}
      maxWidth="xs"
      onClose={onClose}
      onSubmit={handleSubmit(save, showFirstError)}
    >
      <TextInput
        control={control}
        name="deliveryRouteNm"
        label={LABELS.deliveryRouteNm}
        required
        autoFocus
        disabled={busy}
        placeholder="예: 북구 1코스"
      />
    </FormDialog>
  );
}
