import type { StartQuestion } from '@darts/core/scoring/progress';
import type { SideKey } from '@darts/core/scoring/types';
import { displayName, sideName, type SideNames } from './names';
import { Icon, DartsIcon } from '#web/components/icons';

export interface StartLegProps {
  question: StartQuestion;
  names: SideNames;
  singlePlayer: boolean;
  fullNames?: boolean;
  onStart(side: SideKey): void;
}

/** "Who plays first?" or, on a deciding leg at level scores, "Who won the bull?": one button per side. */
export function StartLeg({ question, names, singlePlayer, fullNames, onStart }: StartLegProps) {
  const sides: SideKey[] = singlePlayer ? ['home'] : ['home', 'away'];
  const title = question === 'who-won-the-bull' ? 'Who won the bull?' : 'Who plays first?';
  return (
    <section className="sayg-start text-center my-3" aria-labelledby="sayg-start-title">
      <h2 id="sayg-start-title" className="h4">
        {title}
      </h2>
      <div className="d-flex gap-3 justify-content-center flex-wrap">
        {sides.map((side) => (
          <button key={side} type="button" className="btn btn-lg btn-primary" onClick={() => onStart(side)}>
            <Icon of={DartsIcon} className="me-1" />
            {displayName(sideName(names, side), fullNames)}
          </button>
        ))}
      </div>
    </section>
  );
}
