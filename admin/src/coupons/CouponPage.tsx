import { useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
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
  toast,
} from '@bloom/ui';
import type { AdminCouponFieldsFragment } from '../__generated__/graphql.ts';
import { useFormat } from '../format.ts';
import { errorMessage } from '../graphql/errors.ts';
import { useCan } from '../layout/permissions.tsx';
import { useScreenTitle } from '../layout/useScreenTitle.ts';
import { categoryMessageIds } from '../products/catalogueLabels.ts';
import {
  AdminCouponQuery,
  CreateCouponMutation,
  DeactivateCouponMutation,
  UpdateCouponMutation,
} from './couponDocuments.ts';
import { CouponForm } from './CouponForm.tsx';
import { couponInput, couponStatusMessageIds } from './couponForm.ts';

/** A coupon as a role without `coupons:write` sees it. */
function CouponSummary({ coupon }: { coupon: AdminCouponFieldsFragment }) {
  const intl = useIntl();
  const format = useFormat();
  const say = (id: string) => intl.formatMessage({ id });
  return (
    <Panel title={say('admin.coupon.panel')}>
      <SummaryList aria-label={say('admin.coupon.detailsLabel')}>
        <SummaryRow label={say('admin.coupons.discount')}>
          {coupon.kind === 'PERCENT'
            ? intl.formatMessage(
                { id: 'admin.coupons.percentOff' },
                { percent: format.number(coupon.value) },
              )
            : format.money(coupon.value)}
        </SummaryRow>
        <SummaryRow label={say('admin.couponForm.appliesTo')}>
          {coupon.categories.length
            ? intl.formatList(
                coupon.categories.map((category) => say(categoryMessageIds[category])),
                { type: 'unit' },
              )
            : say('admin.couponForm.allProducts')}
        </SummaryRow>
        <SummaryRow label={say('admin.coupons.expires')}>
          {coupon.expiresAt ? format.dateTime(coupon.expiresAt) : say('admin.coupons.never')}
        </SummaryRow>
        <SummaryRow label={say('admin.couponForm.onePerShopper')}>
          {say(coupon.onePerShopper ? 'admin.product.yes' : 'admin.product.no')}
        </SummaryRow>
      </SummaryList>
    </Panel>
  );
}

/** Deactivates the coupon after asking; a refusal is said on the page. */
function DeactivateCoupon({ coupon }: { coupon: AdminCouponFieldsFragment }) {
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id }, { code: coupon.code });
  const [deactivate] = useMutation(DeactivateCouponMutation);
  const [refusal, setRefusal] = useState<string>();
  return (
    <>
      <ConfirmDialog
        trigger={<Button variant="danger">{say('admin.coupon.deactivate')}</Button>}
        title={say('admin.coupon.deactivateTitle')}
        description={say('admin.coupon.deactivateDescription')}
        confirmLabel={say('admin.coupon.deactivate')}
        cancelLabel={say('admin.coupon.keepActive')}
        tone="destructive"
        onConfirm={async () => {
          try {
            await deactivate({ variables: { id: coupon.id, version: coupon.version } });
            toast.success(say('admin.coupon.deactivated'));
            setRefusal(undefined);
          } catch (error) {
            setRefusal(errorMessage(error, intl));
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
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'admin.coupons.new' });
  useScreenTitle(title);
  const navigate = useNavigate();
  const [create] = useMutation(CreateCouponMutation);
  return (
    <Page
      title={title}
      actions={<Link to="/coupons">{intl.formatMessage({ id: 'admin.coupon.all' })}</Link>}
    >
      <CouponForm
        onSave={async (values) => {
          const { data } = await create({ variables: { input: couponInput(values) } });
          if (!data) return;
          toast.success(
            intl.formatMessage({ id: 'admin.coupon.created' }, { code: data.createCoupon.code }),
          );
          await navigate(`/coupons/${data.createCoupon.id}`);
        }}
      />
    </Page>
  );
}

/** "Used 3 times, 7 uses left." in the screen's language. */
function usesSentence(intl: IntlShape, coupon: AdminCouponFieldsFragment): string {
  const remaining = coupon.remaining ?? undefined;
  return intl.formatMessage(
    { id: 'admin.coupon.uses' },
    {
      uses: coupon.uses,
      limited: remaining === undefined ? 'no' : 'yes',
      remaining: remaining ?? 0,
    },
  );
}

/** One coupon: its uses, the form (or details) and deactivation. */
function ExistingCoupon({ id }: { id: string }) {
  const intl = useIntl();
  const say = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { data, loading, error } = useQuery(AdminCouponQuery, { variables: { id } });
  const [update] = useMutation(UpdateCouponMutation);
  const canWrite = useCan('COUPONS_WRITE');
  const coupon = data?.coupon;
  const title = coupon
    ? say('admin.coupon.title', { code: coupon.code })
    : say('admin.coupon.panel');
  useScreenTitle(title);
  if (!data && loading) return <PageLoader label={say('admin.coupon.loading')} />;
  if (error && !coupon) {
    return (
      <Page title={title}>
        <FormMessage variant="error">{errorMessage(error, intl)}</FormMessage>
      </Page>
    );
  }
  if (!coupon) {
    return (
      <EmptyState
        headingLevel={1}
        title={say('admin.coupon.notFound')}
        description={say('admin.coupon.notFoundDescription')}
        actions={<Link to="/coupons">{say('admin.coupon.backToCoupons')}</Link>}
      />
    );
  }
  return (
    <Page
      title={title}
      description={usesSentence(intl, coupon)}
      actions={<Link to="/coupons">{say('admin.coupon.all')}</Link>}
    >
      <p>
        <FormattedMessage
          id="admin.coupon.status"
          values={{ badge: <StatusBadge status={say(couponStatusMessageIds[coupon.status])} /> }}
        />
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
              toast.success(say('admin.coupon.saved', { code: values.code }));
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
