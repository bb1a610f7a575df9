/** The incoming-call ring, synthesised (two tones, 2 s on, 4 s off), so the tablet needs no sound file. */
const TONES_HZ = [440, 480];
const ON_S = 2;
const PERIOD_MS = 6000;

export function startRingTone(): () => void {
  const Context = typeof AudioContext === 'undefined' ? undefined : AudioContext;
  if (!Context) return () => {};
  const context = new Context();
  const ring = () => {
    const gain = context.createGain();
    gain.gain.value = 0.15;
    gain.connect(context.destination);
    for (const frequency of TONES_HZ) {
      const tone = context.createOscillator();
      tone.frequency.value = frequency;
      tone.connect(gain);
      tone.start();
      tone.stop(context.currentTime + ON_S);
    }
  };
  ring();
  const timer = setInterval(ring, PERIOD_MS);
  return () => {
    clearInterval(timer);
    void context.close();
  };
}
