// /admin/venues: the league's venues with their address and tables; add, edit, delete.
import type { Venue } from '@cueleague/domain/entities';
import AddIcon from '@mui/icons-material/Add';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { venuesQuery } from '../../../entities/league/api/league-api.ts';
import { useConfirmAction } from '../hooks/use-confirm-action.ts';
import { useDeleteVenue } from '../../../entities/venues/hooks/use-venue-actions.ts';
import { AdminListRow, DeleteRowAction, EditRowAction } from './admin-list.tsx';
import { AdminListPage } from './admin-list-page.tsx';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';
import { VenueFormDialog } from './venue-form-dialog.tsx';

const tablesText = (tables: number) => `${String(tables)} ${tables === 1 ? 'table' : 'tables'}`;

export const AdminVenuesPage = () => {
  const venues = useQuery(venuesQuery());
  const [editing, setEditing] = useState<Venue | 'new' | null>(null);
  const remove = useDeleteVenue();
  const deleting = useConfirmAction<Venue>(remove);

  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
      Add venue
    </Button>
  );

  return (
    <AdminListPage
      title="Venues"
      description="Where matches are played: each venue's address and its number of tables."
      query={venues}
      addButton={addButton}
      loadingRows={4}
      empty={{
        icon: <StorefrontIcon />,
        title: 'No venues yet — add the first one',
        text: 'Teams play their home matches at a venue, and the fixture generator checks that no venue hosts more matches in a night than it has tables.',
      }}
      row={(venue) => (
        <AdminListRow
          label={venue.name}
          secondary={[venue.address, tablesText(venue.tables)].filter(Boolean).join(' · ')}
          actions={
            <>
              <EditRowAction name={venue.name} onClick={() => setEditing(venue)} />
              <DeleteRowAction name={venue.name} onClick={() => deleting.ask(venue)} />
            </>
          }
        />
      )}
    >
      {editing && (
        <VenueFormDialog
          key={editing === 'new' ? 'new' : editing.id}
          {...(editing === 'new' ? {} : { venue: editing })}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDeleteDialog deleting={deleting} noun="venue">
        Teams that play here and their matches stay, without a venue, until you give them another.
      </ConfirmDeleteDialog>
    </AdminListPage>
  );
};
