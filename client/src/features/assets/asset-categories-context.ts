import { type AssetCategoryDef, DEFAULT_ASSET_CATEGORIES } from '@domain/assets';
import { createContext, useContext } from 'react';

/** The district's categories for the inventory's parts (labels, pickers, custom fields), given once by the view. */
export const AssetCategoriesContext = createContext<readonly AssetCategoryDef[]>(DEFAULT_ASSET_CATEGORIES);

export const useCategoryList = () => useContext(AssetCategoriesContext);
