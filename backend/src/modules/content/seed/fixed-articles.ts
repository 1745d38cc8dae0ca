import { canyonCountryPetSafety } from './articles/canyon-country-pet-safety';
import { newhallHistoricDistrict } from './articles/newhall-historic-district';
import { petWasteGardenHealth } from './articles/pet-waste-garden-health';
import { santaClaritaPetWasteRemovalBenefits } from './articles/santa-clarita-pet-waste-removal-benefits';
import { seasonalPetWasteManagement } from './articles/seasonal-pet-waste-management';
import { valenciaDogParks } from './articles/valencia-dog-parks';
import { FixedArticle } from './fixed-article';

/** The six fixed articles of spec 001 §2, newest first. */
export const FIXED_ARTICLES: readonly FixedArticle[] = [
  santaClaritaPetWasteRemovalBenefits,
  valenciaDogParks,
  petWasteGardenHealth,
  canyonCountryPetSafety,
  newhallHistoricDistrict,
  seasonalPetWasteManagement,
];
