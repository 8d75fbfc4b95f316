import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  FormMessage,
  Page,
  PageLoader,
  Panel,
  StatusBadge,
  SummaryList,
  SummaryRow,
  formatPrice,
  toast,
} from '@bloom/ui';
import type { AdminCouponFieldsFragment } from '../__generated__/graphql.ts';
import { formatDateTime } from '../format.ts';
import { errorMessage } from '../graphql/errors.ts';
import { useCan } from '../layout/permissions.tsx';
import { useScreenTitle } from '../layout/useScreenTitle.ts';
import { categoryLabels } from '../products/catalogueLabels.ts';
import {
  AdminCouponQuery,
  CreateCouponMutation,
  DeactivateCouponMutation,
  UpdateCouponMutation,
} from './couponDocuments.ts';
import { CouponForm } from './CouponForm.tsx';
import { couponInput, couponStatusLabels } from './couponForm.ts';

/** A coupon as a role without `coupons:write` sees it. */
function CouponSummary({ coupon }: { coupon: AdminCouponFieldsFragment }) {
  return (
    <Panel title="Coupon">
      <SummaryList aria-label="Coupon details">
        <SummaryRow label="Discount">
          {coupon.kind === 'PERCENT' ? `${coupon.value}%` : formatPrice(coupon.value)}
        </SummaryRow>
        <SummaryRow label="Applies to">
          {coupon.categories.length
            ? coupon.categories.map((category) => categoryLabels[category]).join(', ')
            : 'All products'}
        </SummaryRow>
        <SummaryRow label="Expires">
          {coupon.expiresAt ? formatDateTime(coupon.expiresAt) : 'Never'}
        </SummaryRow>
        <SummaryRow label="One use per shopper">{coupon.onePerShopper ? 'Yes' : 'No'}</SummaryRow>
      </SummaryList>
    </Panel>
  );
}

/** Deactivates the coupon after asking; a refusal is said on the page. */
function DeactivateCoupon({ coupon }: { coupon: AdminCouponFieldsFragment }) {
  const [deactivate] = useMutation(DeactivateCouponMutation);
  const [refusal, setRefusal] = useState<string>();
  return (
    <>
      <ConfirmDialog
        trigger={<Button variant="danger">Deactivate coupon</Button>}
        title={`Deactivate ${coupon.code}?`}
        description="Shoppers can no longer apply it. Orders already placed keep their discount."
        confirmLabel="Deactivate coupon"
        cancelLabel="Keep it active"
        tone="destructive"
        onConfirm={async () => {
          try {
            await deactivate({ variables: { id: coupon.id, version: coupon.version } });
            toast.success(`${coupon.code} is deactivated.`);
            setRefusal(undefined);
          } catch (error) {
            setRefusal(errorMessage(error));
            throw error;
          }
        }}
      />
      {refusal ? <FormMessage variant="error">{refusal}</FormMessage> : null}
    </>
  );
}

/** "New coupon". */
function NewCoupon() {
  useScreenTitle('New coupon');
  const navigate = useNavigate();
  const [create] = useMutation(CreateCouponMutation);
  return (
    <Page title="New coupon" actions={<Link to="/coupons">All coupons</Link>}>
      <CouponForm
        onSave={async (values) => {
          const { data } = await create({ variables: { input: couponInput(values) } });
          if (!data) return;
          toast.success(`${data.createCoupon.code} created.`);
          await navigate(`/coupons/${data.createCoupon.id}`);
        }}
      />
    </Page>
  );
}

/** One coupon: its uses, the form (or details) and deactivation. */
function ExistingCoupon({ id }: { id: string }) {
  const { data, loading, error } = useQuery(AdminCouponQuery, { variables: { id } });
  const [update] = useMutation(UpdateCouponMutation);
  const canWrite = useCan('COUPONS_WRITE');
  const coupon = data?.coupon;
  useScreenTitle(coupon ? `Coupon ${coupon.code}` : 'Coupon');
  if (!data && loading) return <PageLoader label="Loading the coupon" />;
  if (error && !coupon) {
    return (
      <Page title="Coupon">
        <FormMessage variant="error">{errorMessage(error)}</FormMessage>
      </Page>
    );
  }
  if (!coupon) {
    return (
      <EmptyState
        headingLevel={1}
        title="Coupon not found"
        description="There is no such coupon."
        actions={<Link to="/coupons">Back to coupons</Link>}
      />
    );
  }
  return (
    <Page
      title={`Coupon ${coupon.code}`}
      description={`Used ${coupon.uses} times${coupon.remaining === null || coupon.remaining === undefined ? '' : `, ${coupon.remaining} uses left`}.`}
      actions={<Link to="/coupons">All coupons</Link>}
    >
      <p>
        Status: <StatusBadge status={couponStatusLabels[coupon.status]} />
      </p>
      {canWrite ? (
        <>
          <CouponForm
            key={coupon.id}
            coupon={coupon}
            onSave={async (values) => {
              await update({
                variables: { id: coupon.id, version: coupon.version, input: couponInput(values) },
              });
              toast.success(`${values.code} saved.`);
            }}
          />
          {coupon.active ? <DeactivateCoupon coupon={coupon} /> : null}
        </>
      ) : (
        <CouponSummary coupon={coupon} />
      )}
    </Page>
  );
}

/** /admin/coupons/new and /admin/coupons/:id. */
export function CouponPage() {
  const { id = '' } = useParams();
  return id === 'new' ? <NewCoupon /> : <ExistingCoupon id={id} />;
}
