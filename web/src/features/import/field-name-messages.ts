/** The import screen's name of each field it reads into, from one language's names of the asset fields. */
import type { AssetImportField } from '@harbour/contract';

export const fieldNameMessages = (names: Readonly<Record<AssetImportField, string>>) => ({
  fieldId: names._id,
  fieldName: names.name,
  fieldType: names.type,
  fieldLocation: names.location,
  fieldPosition: names.position,
  fieldStatus: names.status,
  fieldAssignedTo: names.assignedTo,
  fieldSerialNumber: names.serialNumber,
  fieldManufacturer: names.manufacturer,
  fieldModel: names.model,
  fieldManufacturedOn: names.manufacturedOn,
  fieldInServiceOn: names.inServiceOn,
  fieldCritical: names.critical,
  fieldNotes: names.notes,
});
