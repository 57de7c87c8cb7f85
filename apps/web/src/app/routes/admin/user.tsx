import { useParams } from 'react-router';
import { UserDetail } from '#web/features/admin-users/components/user-detail.tsx';

/** `/admin/users/:id`: one account in the console (issue 25, decision 087); other pages link here. */
export function AdminUserRoute() {
  const id = Number(useParams().id);
  return <UserDetail key={id} id={Number.isInteger(id) && id > 0 ? id : 0} />;
}
