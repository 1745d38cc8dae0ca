// The one pricing module, shared with the server so the card and checkout agree to the cent.
export * from '../../../backend/src/modules/pricing';
