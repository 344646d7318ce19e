import { Link, useLoaderData } from 'react-router-dom';
import type { HomeData } from '../../api/contract';
import { formatQuantity, formatUnitPrice } from '../../format/money';

export function HomePage() {
  const home = useLoaderData() as HomeData;
  return (
    <div className="fe-home">
      <section className="fe-hero" aria-labelledby="hero-title">
        <h1 id="hero-title">Electronic components, in stock and priced to the piece</h1>
        <p>
          {formatQuantity(home.totals.parts)} parts from {formatQuantity(home.totals.manufacturers)} manufacturers,{' '}
          {formatQuantity(home.totals.inStock)} ready to ship.
        </p>
      </section>
      <section aria-labelledby="categories-title">
        <h2 id="categories-title">Shop by category</h2>
        <ul className="fe-grid">
          {home.featuredCategories.map((category) => (
            <li key={category.CategoryID}>
              <Link to={category.LinkUrl}>
                <img src={category.IconPath} alt="" width={32} height={32} />
                <span>{category.CategoryName}</span>
                <small>{formatQuantity(category.PartCount)} parts</small>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="manufacturers-title">
        <h2 id="manufacturers-title">Featured manufacturers</h2>
        <ul className="fe-grid fe-grid--logos">
          {home.featuredManufacturers.map((mfg) => (
            <li key={mfg.MfgUrl}>
              <Link to={mfg.MfgUrl}>
                <img src={mfg.Image} alt={mfg.MfgName} width={120} height={40} />
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="popular-title">
        <h2 id="popular-title">Popular parts</h2>
        <table className="fe-table">
          <thead>
            <tr>
              <th scope="col">Part number</th>
              <th scope="col">Manufacturer</th>
              <th scope="col">Description</th>
              <th scope="col">Stock</th>
              <th scope="col">Price from</th>
            </tr>
          </thead>
          <tbody>
            {home.popularParts.map((part) => {
              const last = part.PriceBreaks[part.PriceBreaks.length - 1];
              return (
                <tr key={part.ProductID}>
                  <td>
                    <Link to={part.ProductUrl}>{part.PartNo}</Link>
                  </td>
                  <td>{part.MFG}</td>
                  <td>{part.Description}</td>
                  <td>{formatQuantity(part.Stock)}</td>
                  <td>{last ? formatUnitPrice(last.unitPriceMicros) : '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </div>
  );
}
