(define (problem plan_trial_H00008_cloth_toilet)
(:domain alfred)
(:objects
  agent1 - agent
  CandleType - otype
  ClothType - otype
  SprayBottleType - otype
  TissueBoxType - otype
  TowelType - otype
  CounterTopType - rtype
  DrawerType - rtype
  ShelfType - rtype
  SinkBasinType - rtype
  ToiletType - rtype
  Cloth_bar__plus_00_dot_59_bar__plus_01_dot_30_bar__plus_01_dot_31 - object
  SprayBottle_bar__minus_02_dot_42_bar__plus_00_dot_92_bar__minus_01_dot_14 - object
  Towel_bar__plus_00_dot_73_bar__minus_00_dot_38_bar__plus_01_dot_31 - object
  TissueBox_bar__minus_01_dot_79_bar__plus_00_dot_04_bar__minus_00_dot_17 - object
  Candle_bar__minus_01_dot_55_bar__minus_01_dot_60_bar__plus_00_dot_89 - object
  Drawer_bar__plus_01_dot_90_bar__minus_00_dot_87_bar__minus_01_dot_63 - receptacle
  CounterTop_bar__minus_00_dot_06_bar__plus_00_dot_37_bar__minus_00_dot_87 - receptacle
  Toilet_bar__plus_00_dot_36_bar__plus_01_dot_85_bar__plus_01_dot_73 - receptacle
  Shelf_bar__minus_02_dot_10_bar__plus_01_dot_40_bar__minus_01_dot_35 - receptacle
  Sink_bar__minus_00_dot_14_bar__plus_02_dot_44_bar__minus_01_dot_46_bar_SinkBasin - receptacle
  loc_bar_2_bar_8_bar_3_bar_0 - location
  loc_bar_7_bar__minus_7_bar_1_bar_30 - location
  loc_bar__minus_1_bar__minus_5_bar_2_bar_0 - location
  loc_bar__minus_3_bar__minus_1_bar_2_bar_45 - location
  loc_bar__minus_4_bar_7_bar_2_bar_30 - location
  loc_bar__minus_4_bar__minus_5_bar_0_bar_60 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_7_bar__minus_7_bar_1_bar_30)
  (canContain CounterTopType CandleType)
  (canContain CounterTopType ClothType)
  (canContain CounterTopType SprayBottleType)
  (canContain CounterTopType TissueBoxType)
  (canContain CounterTopType TowelType)
  (canContain DrawerType CandleType)
  (canContain DrawerType ClothType)
  (canContain DrawerType SprayBottleType)
  (canContain DrawerType TissueBoxType)
  (canContain DrawerType TowelType)
  (canContain ShelfType CandleType)
  (canContain ShelfType ClothType)
  (canContain ShelfType SprayBottleType)
  (canContain ShelfType TissueBoxType)
  (canContain ShelfType TowelType)
  (canContain SinkBasinType CandleType)
  (canContain SinkBasinType ClothType)
  (canContain SinkBasinType SprayBottleType)
  (canContain SinkBasinType TissueBoxType)
  (canContain SinkBasinType TowelType)
  (canContain ToiletType CandleType)
  (canContain ToiletType ClothType)
  (canContain ToiletType SprayBottleType)
  (canContain ToiletType TissueBoxType)
  (receptacleType Drawer_bar__plus_01_dot_90_bar__minus_00_dot_87_bar__minus_01_dot_63 DrawerType)
  (receptacleAtLocation Drawer_bar__plus_01_dot_90_bar__minus_00_dot_87_bar__minus_01_dot_63 loc_bar_2_bar_8_bar_3_bar_0)
  (openable Drawer_bar__plus_01_dot_90_bar__minus_00_dot_87_bar__minus_01_dot_63)
  (receptacleType CounterTop_bar__minus_00_dot_06_bar__plus_00_dot_37_bar__minus_00_dot_87 CounterTopType)
  (receptacleAtLocation CounterTop_bar__minus_00_dot_06_bar__plus_00_dot_37_bar__minus_00_dot_87 loc_bar__minus_1_bar__minus_5_bar_2_bar_0)
  (receptacleType Toilet_bar__plus_00_dot_36_bar__plus_01_dot_85_bar__plus_01_dot_73 ToiletType)
  (receptacleAtLocation Toilet_bar__plus_00_dot_36_bar__plus_01_dot_85_bar__plus_01_dot_73 loc_bar__minus_3_bar__minus_1_bar_2_bar_45)
  (receptacleType Shelf_bar__minus_02_dot_10_bar__plus_01_dot_40_bar__minus_01_dot_35 ShelfType)
  (receptacleAtLocation Shelf_bar__minus_02_dot_10_bar__plus_01_dot_40_bar__minus_01_dot_35 loc_bar__minus_4_bar__minus_5_bar_0_bar_60)
  (receptacleType Sink_bar__minus_00_dot_14_bar__plus_02_dot_44_bar__minus_01_dot_46_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__minus_00_dot_14_bar__plus_02_dot_44_bar__minus_01_dot_46_bar_SinkBasin loc_bar__minus_4_bar_7_bar_2_bar_30)
  (objectType Cloth_bar__plus_00_dot_59_bar__plus_01_dot_30_bar__plus_01_dot_31 ClothType)
  (inReceptacle Cloth_bar__plus_00_dot_59_bar__plus_01_dot_30_bar__plus_01_dot_31 CounterTop_bar__minus_00_dot_06_bar__plus_00_dot_37_bar__minus_00_dot_87)
  (objectAtLocation Cloth_bar__plus_00_dot_59_bar__plus_01_dot_30_bar__plus_01_dot_31 loc_bar__minus_1_bar__minus_5_bar_2_bar_0)
  (pickupable Cloth_bar__plus_00_dot_59_bar__plus_01_dot_30_bar__plus_01_dot_31)
  (cleanable Cloth_bar__plus_00_dot_59_bar__plus_01_dot_30_bar__plus_01_dot_31)
  (objectType SprayBottle_bar__minus_02_dot_42_bar__plus_00_dot_92_bar__minus_01_dot_14 SprayBottleType)
  (inReceptacle SprayBottle_bar__minus_02_dot_42_bar__plus_00_dot_92_bar__minus_01_dot_14 Toilet_bar__plus_00_dot_36_bar__plus_01_dot_85_bar__plus_01_dot_73)
  (objectAtLocation SprayBottle_bar__minus_02_dot_42_bar__plus_00_dot_92_bar__minus_01_dot_14 loc_bar__minus_3_bar__minus_1_bar_2_bar_45)
  (pickupable SprayBottle_bar__minus_02_dot_42_bar__plus_00_dot_92_bar__minus_01_dot_14)
  (objectType Towel_bar__plus_00_dot_73_bar__minus_00_dot_38_bar__plus_01_dot_31 TowelType)
  (inReceptacle Towel_bar__plus_00_dot_73_bar__minus_00_dot_38_bar__plus_01_dot_31 CounterTop_bar__minus_00_dot_06_bar__plus_00_dot_37_bar__minus_00_dot_87)
  (objectAtLocation Towel_bar__plus_00_dot_73_bar__minus_00_dot_38_bar__plus_01_dot_31 loc_bar__minus_1_bar__minus_5_bar_2_bar_0)
  (pickupable Towel_bar__plus_00_dot_73_bar__minus_00_dot_38_bar__plus_01_dot_31)
  (objectType TissueBox_bar__minus_01_dot_79_bar__plus_00_dot_04_bar__minus_00_dot_17 TissueBoxType)
  (inReceptacle TissueBox_bar__minus_01_dot_79_bar__plus_00_dot_04_bar__minus_00_dot_17 CounterTop_bar__minus_00_dot_06_bar__plus_00_dot_37_bar__minus_00_dot_87)
  (objectAtLocation TissueBox_bar__minus_01_dot_79_bar__plus_00_dot_04_bar__minus_00_dot_17 loc_bar__minus_1_bar__minus_5_bar_2_bar_0)
  (pickupable TissueBox_bar__minus_01_dot_79_bar__plus_00_dot_04_bar__minus_00_dot_17)
  (objectType Candle_bar__minus_01_dot_55_bar__minus_01_dot_60_bar__plus_00_dot_89 CandleType)
  (inReceptacle Candle_bar__minus_01_dot_55_bar__minus_01_dot_60_bar__plus_00_dot_89 Drawer_bar__plus_01_dot_90_bar__minus_00_dot_87_bar__minus_01_dot_63)
  (objectAtLocation Candle_bar__minus_01_dot_55_bar__minus_01_dot_60_bar__plus_00_dot_89 loc_bar_2_bar_8_bar_3_bar_0)
  (pickupable Candle_bar__minus_01_dot_55_bar__minus_01_dot_60_bar__plus_00_dot_89)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o ClothType)
                    (receptacleType ?r ToiletType)
                    (cleanable ?o)
                    (isClean ?o)
                )
            )
        )
    )
)
)
