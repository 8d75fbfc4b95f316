/** The products list's and product page's reads and changes, each change answering the product. */
import { graphql } from '../__generated__/gql.ts';

/** One page of products, filtered and sorted as the URL says. */
export const AdminProductsQuery = graphql(`
  query AdminProducts(
    $filter: ProductFilter
    $sort: ProductSortField
    $direction: SortDirection
    $page: Int
  ) {
    products(filter: $filter, sort: $sort, direction: $direction, page: $page) {
      total
      page
      pageSize
      items {
        id
        name
        category
        price
        salePrice
        stock
        stockLevel
        published
        createdAt
        version
      }
    }
  }
`);

/** The list's bulk action: publish or unpublish the selected products. */
export const SetProductsPublishedMutation = graphql(`
  mutation SetProductsPublished($input: SetProductsPublishedInput!) {
    setProductsPublished(input: $input) {
      id
      published
      version
    }
  }
`);

/** Everything the product page shows and edits. */
export const AdminProductFields = graphql(`
  fragment AdminProductFields on Product {
    id
    name
    description
    translations {
      locale
      name
      description
      version
    }
    category
    subCategory
    price
    salePrice
    stock
    lowStockThreshold
    stockLevel
    published
    latest
    image {
      file
      url
      alt
      srcSet
    }
    ingredients
    freeFrom
    derivedFreeFrom
    skinTypes
    bundleContents {
      productId
      name
      quantity
    }
    averageRating
    reviewCount
    version
    timeline {
      ...ProductEventFields
    }
  }
`);

/** One product. */
export const AdminProductQuery = graphql(`
  query AdminProduct($id: ID!) {
    product(id: $id) {
      ...AdminProductFields
    }
  }
`);

/** Adds a product. */
export const CreateProductMutation = graphql(`
  mutation CreateProduct($input: ProductInput!, $stock: Int) {
    createProduct(input: $input, stock: $stock) {
      ...AdminProductFields
    }
  }
`);

/** Saves a product from the version the page showed. */
export const UpdateProductMutation = graphql(`
  mutation UpdateProduct($id: ID!, $version: Int!, $input: ProductInput!) {
    updateProduct(id: $id, version: $version, input: $input) {
      ...AdminProductFields
    }
  }
`);

/** Saves the product's name and description in one language other than English. */
export const UpdateProductTranslationMutation = graphql(`
  mutation UpdateProductTranslation($input: UpdateProductTranslationInput!) {
    updateProductTranslation(input: $input) {
      ...AdminProductFields
    }
  }
`);

/** Moves stock with a reason. */
export const AdjustStockMutation = graphql(`
  mutation AdjustStock($input: AdjustStockInput!) {
    adjustStock(input: $input) {
      ...AdminProductFields
    }
  }
`);

/**
 * Products by name for a choice of one (a bundle's line): the first page of those whose name
 * holds `search`, from the whole catalogue, and how many match.
 */
export const ProductChoicesQuery = graphql(`
  query ProductChoices($search: String, $page: Int) {
    products(filter: { search: $search }, sort: NAME, page: $page) {
      total
      items {
        id
        name
        category
      }
    }
  }
`);
