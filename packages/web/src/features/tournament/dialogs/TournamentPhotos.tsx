import { useQueryClient } from '@tanstack/react-query';
import type { Account } from '@darts/core/contract/account';
import { TOURNAMENT_ROUTES } from '@darts/core/contract/routes/tournament';
import { queryKeys } from '#web/api/keys';
import type { TournamentDto } from '#web/api/tournament';
import type { PhotoEndpoints } from '#web/features/photos/api';
import { PhotosDialog } from '#web/features/photos/PhotosDialog';

export const TOURNAMENT_PHOTO_ENDPOINTS: PhotoEndpoints = {
  upload: TOURNAMENT_ROUTES.addPhoto,
  delete: TOURNAMENT_ROUTES.deletePhoto,
};

/** The Photos dialog over the tournament's photo calls; the answer replaces the sheet's copy. */
export function TournamentPhotos({
  tournament,
  account,
  onClose,
}: {
  tournament: TournamentDto;
  account: Account | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  return (
    <PhotosDialog<TournamentDto>
      entityId={tournament.id}
      photos={tournament.photos}
      endpoints={TOURNAMENT_PHOTO_ENDPOINTS}
      account={account}
      onChanged={(t) => queryClient.setQueryData(queryKeys.tournaments.detail(t.id), t)}
      onClose={onClose}
    />
  );
}
