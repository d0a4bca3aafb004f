(define (problem plan_trial_H00003_plate_shelf)
(:domain alfred)
(:objects
  agent1 - agent
  BowlType - otype
  CupType - otype
  KnifeType - otype
  MugType - otype
  PlateType - otype
  CounterTopType - rtype
  DiningTableType - rtype
  FridgeType - rtype
  MicrowaveType - rtype
  ShelfType - rtype
  SinkBasinType - rtype
  Plate_bar__minus_02_dot_29_bar__plus_02_dot_31_bar__minus_01_dot_74 - object
  Cup_bar__minus_00_dot_57_bar__plus_00_dot_65_bar__plus_01_dot_08 - object
  Bowl_bar__minus_01_dot_19_bar__minus_02_dot_24_bar__minus_00_dot_26 - object
  Mug_bar__plus_01_dot_27_bar__plus_00_dot_04_bar__minus_00_dot_60 - object
  Knife_bar__minus_01_dot_17_bar__plus_01_dot_32_bar__minus_00_dot_55 - object
  Fridge_bar__minus_02_dot_09_bar__minus_01_dot_53_bar__minus_02_dot_05 - receptacle
  CounterTop_bar__plus_01_dot_98_bar__minus_01_dot_60_bar__minus_02_dot_13 - receptacle
  Sink_bar__minus_00_dot_49_bar__plus_01_dot_55_bar__plus_00_dot_01_bar_SinkBasin - receptacle
  Shelf_bar__plus_01_dot_46_bar__minus_01_dot_66_bar__minus_00_dot_52 - receptacle
  Microwave_bar__minus_01_dot_89_bar__plus_01_dot_66_bar__plus_00_dot_35 - receptacle
  DiningTable_bar__plus_01_dot_48_bar__minus_00_dot_85_bar__plus_00_dot_61 - receptacle
  loc_bar_0_bar_7_bar_0_bar_60 - location
  loc_bar_0_bar_7_bar_1_bar_30 - location
  loc_bar_4_bar_4_bar_0_bar_15 - location
  loc_bar_6_bar__minus_4_bar_1_bar_30 - location
  loc_bar_7_bar_8_bar_3_bar_15 - location
  loc_bar__minus_7_bar__minus_4_bar_0_bar_30 - location
  loc_bar__minus_7_bar__minus_8_bar_1_bar_60 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_7_bar_8_bar_3_bar_15)
  (canContain CounterTopType BowlType)
  (canContain CounterTopType CupType)
  (canContain CounterTopType KnifeType)
  (canContain CounterTopType MugType)
  (canContain CounterTopType PlateType)
  (canContain DiningTableType BowlType)
  (canContain DiningTableType CupType)
  (canContain DiningTableType KnifeType)
  (canContain DiningTableType MugType)
  (canContain DiningTableType PlateType)
  (canContain FridgeType BowlType)
  (canContain FridgeType CupType)
  (canContain FridgeType MugType)
  (canContain FridgeType PlateType)
  (canContain MicrowaveType BowlType)
  (canContain MicrowaveType CupType)
  (canContain MicrowaveType MugType)
  (canContain MicrowaveType PlateType)
  (canContain ShelfType BowlType)
  (canContain ShelfType CupType)
  (canContain ShelfType KnifeType)
  (canContain ShelfType MugType)
  (canContain ShelfType PlateType)
  (canContain SinkBasinType BowlType)
  (canContain SinkBasinType CupType)
  (canContain SinkBasinType KnifeType)
  (canContain SinkBasinType MugType)
  (canContain SinkBasinType PlateType)
  (receptacleType Fridge_bar__minus_02_dot_09_bar__minus_01_dot_53_bar__minus_02_dot_05 FridgeType)
  (receptacleAtLocation Fridge_bar__minus_02_dot_09_bar__minus_01_dot_53_bar__minus_02_dot_05 loc_bar_6_bar__minus_4_bar_1_bar_30)
  (openable Fridge_bar__minus_02_dot_09_bar__minus_01_dot_53_bar__minus_02_dot_05)
  (receptacleType CounterTop_bar__plus_01_dot_98_bar__minus_01_dot_60_bar__minus_02_dot_13 CounterTopType)
  (receptacleAtLocation CounterTop_bar__plus_01_dot_98_bar__minus_01_dot_60_bar__minus_02_dot_13 loc_bar_0_bar_7_bar_1_bar_30)
  (receptacleType Sink_bar__minus_00_dot_49_bar__plus_01_dot_55_bar__plus_00_dot_01_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__minus_00_dot_49_bar__plus_01_dot_55_bar__plus_00_dot_01_bar_SinkBasin loc_bar__minus_7_bar__minus_8_bar_1_bar_60)
  (receptacleType Shelf_bar__plus_01_dot_46_bar__minus_01_dot_66_bar__minus_00_dot_52 ShelfType)
  (receptacleAtLocation Shelf_bar__plus_01_dot_46_bar__minus_01_dot_66_bar__minus_00_dot_52 loc_bar_0_bar_7_bar_0_bar_60)
  (receptacleType Microwave_bar__minus_01_dot_89_bar__plus_01_dot_66_bar__plus_00_dot_35 MicrowaveType)
  (receptacleAtLocation Microwave_bar__minus_01_dot_89_bar__plus_01_dot_66_bar__plus_00_dot_35 loc_bar__minus_7_bar__minus_4_bar_0_bar_30)
  (openable Microwave_bar__minus_01_dot_89_bar__plus_01_dot_66_bar__plus_00_dot_35)
  (receptacleType DiningTable_bar__plus_01_dot_48_bar__minus_00_dot_85_bar__plus_00_dot_61 DiningTableType)
  (receptacleAtLocation DiningTable_bar__plus_01_dot_48_bar__minus_00_dot_85_bar__plus_00_dot_61 loc_bar_4_bar_4_bar_0_bar_15)
  (objectType Plate_bar__minus_02_dot_29_bar__plus_02_dot_31_bar__minus_01_dot_74 PlateType)
  (inReceptacle Plate_bar__minus_02_dot_29_bar__plus_02_dot_31_bar__minus_01_dot_74 DiningTable_bar__plus_01_dot_48_bar__minus_00_dot_85_bar__plus_00_dot_61)
  (objectAtLocation Plate_bar__minus_02_dot_29_bar__plus_02_dot_31_bar__minus_01_dot_74 loc_bar_4_bar_4_bar_0_bar_15)
  (pickupable Plate_bar__minus_02_dot_29_bar__plus_02_dot_31_bar__minus_01_dot_74)
  (cleanable Plate_bar__minus_02_dot_29_bar__plus_02_dot_31_bar__minus_01_dot_74)
  (heatable Plate_bar__minus_02_dot_29_bar__plus_02_dot_31_bar__minus_01_dot_74)
  (coolable Plate_bar__minus_02_dot_29_bar__plus_02_dot_31_bar__minus_01_dot_74)
  (objectType Cup_bar__minus_00_dot_57_bar__plus_00_dot_65_bar__plus_01_dot_08 CupType)
  (inReceptacle Cup_bar__minus_00_dot_57_bar__plus_00_dot_65_bar__plus_01_dot_08 DiningTable_bar__plus_01_dot_48_bar__minus_00_dot_85_bar__plus_00_dot_61)
  (objectAtLocation Cup_bar__minus_00_dot_57_bar__plus_00_dot_65_bar__plus_01_dot_08 loc_bar_4_bar_4_bar_0_bar_15)
  (pickupable Cup_bar__minus_00_dot_57_bar__plus_00_dot_65_bar__plus_01_dot_08)
  (cleanable Cup_bar__minus_00_dot_57_bar__plus_00_dot_65_bar__plus_01_dot_08)
  (heatable Cup_bar__minus_00_dot_57_bar__plus_00_dot_65_bar__plus_01_dot_08)
  (coolable Cup_bar__minus_00_dot_57_bar__plus_00_dot_65_bar__plus_01_dot_08)
  (objectType Bowl_bar__minus_01_dot_19_bar__minus_02_dot_24_bar__minus_00_dot_26 BowlType)
  (inReceptacle Bowl_bar__minus_01_dot_19_bar__minus_02_dot_24_bar__minus_00_dot_26 Shelf_bar__plus_01_dot_46_bar__minus_01_dot_66_bar__minus_00_dot_52)
  (objectAtLocation Bowl_bar__minus_01_dot_19_bar__minus_02_dot_24_bar__minus_00_dot_26 loc_bar_0_bar_7_bar_0_bar_60)
  (pickupable Bowl_bar__minus_01_dot_19_bar__minus_02_dot_24_bar__minus_00_dot_26)
  (cleanable Bowl_bar__minus_01_dot_19_bar__minus_02_dot_24_bar__minus_00_dot_26)
  (coolable Bowl_bar__minus_01_dot_19_bar__minus_02_dot_24_bar__minus_00_dot_26)
  (objectType Mug_bar__plus_01_dot_27_bar__plus_00_dot_04_bar__minus_00_dot_60 MugType)
  (inReceptacle Mug_bar__plus_01_dot_27_bar__plus_00_dot_04_bar__minus_00_dot_60 CounterTop_bar__plus_01_dot_98_bar__minus_01_dot_60_bar__minus_02_dot_13)
  (objectAtLocation Mug_bar__plus_01_dot_27_bar__plus_00_dot_04_bar__minus_00_dot_60 loc_bar_0_bar_7_bar_1_bar_30)
  (pickupable Mug_bar__plus_01_dot_27_bar__plus_00_dot_04_bar__minus_00_dot_60)
  (cleanable Mug_bar__plus_01_dot_27_bar__plus_00_dot_04_bar__minus_00_dot_60)
  (heatable Mug_bar__plus_01_dot_27_bar__plus_00_dot_04_bar__minus_00_dot_60)
  (coolable Mug_bar__plus_01_dot_27_bar__plus_00_dot_04_bar__minus_00_dot_60)
  (objectType Knife_bar__minus_01_dot_17_bar__plus_01_dot_32_bar__minus_00_dot_55 KnifeType)
  (inReceptacle Knife_bar__minus_01_dot_17_bar__plus_01_dot_32_bar__minus_00_dot_55 CounterTop_bar__plus_01_dot_98_bar__minus_01_dot_60_bar__minus_02_dot_13)
  (objectAtLocation Knife_bar__minus_01_dot_17_bar__plus_01_dot_32_bar__minus_00_dot_55 loc_bar_0_bar_7_bar_1_bar_30)
  (pickupable Knife_bar__minus_01_dot_17_bar__plus_01_dot_32_bar__minus_00_dot_55)
  (cleanable Knife_bar__minus_01_dot_17_bar__plus_01_dot_32_bar__minus_00_dot_55)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o PlateType)
                    (receptacleType ?r ShelfType)
                    (heatable ?o)
                    (isHot ?o)
                )
            )
        )
    )
)
)
