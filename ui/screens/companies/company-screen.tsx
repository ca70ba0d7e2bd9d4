import { useLocation } from 'wouter';
import type { ScreenProps } from '@app/module-registry';
import { CompanyProfileScreen } from './company-profile-screen';
import { MyCompanyScreen } from './my-company-screen';

/** §2 module "company": the operator's company/{id}/profile, or my-company/{account, address-list, producer-and-brand-list}. */
export function CompanyScreen({ params }: ScreenProps) {
  const [location] = useLocation();
  const id = Number(params['id']);
  if (Number.isSafeInteger(id) && id > 0) return <CompanyProfileScreen companyId={id} />;
  const tab = location.endsWith('address-list')
    ? 'addresses'
    : location.endsWith('producer-and-brand-list')
      ? 'producers'
      : 'account';
  return <MyCompanyScreen tab={tab} />;
}
