import data from './data/contract-vehicles.json' with { type: 'json' }
import type { ContractVehicle } from './schema.ts'

/** The contract vehicles, in the order of content/data/contract-vehicles.json (checked by scripts/build-steps/check-content.ts). */
export const contractVehicles = data.vehicles as readonly ContractVehicle[]
