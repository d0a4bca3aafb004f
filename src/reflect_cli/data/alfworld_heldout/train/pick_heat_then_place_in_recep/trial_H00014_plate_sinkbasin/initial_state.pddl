(define (problem plan_trial_H00014_plate_sinkbasin)
(:domain alfred)
(:objects
  agent1 - agent
  AppleType - otype
  BowlType - otype
  ForkType - otype
  MugType - otype
  PlateType - otype
  CabinetType - rtype
  CounterTopType - rtype
  FridgeType - rtype
  MicrowaveType - rtype
  ShelfType - rtype
  SinkBasinType - rtype
  Plate_bar__plus_01_dot_91_bar__plus_00_dot_29_bar__plus_00_dot_59 - object
  Mug_bar__plus_00_dot_72_bar__minus_00_dot_37_bar__plus_00_dot_76 - object
  Fork_bar__plus_01_dot_15_bar__minus_02_dot_29_bar__plus_02_dot_40 - object
  Bowl_bar__minus_01_dot_65_bar__plus_00_dot_28_bar__minus_01_dot_39 - object
  Apple_bar__plus_01_dot_89_bar__plus_01_dot_66_bar__plus_00_dot_12 - object
  Sink_bar__plus_00_dot_10_bar__minus_01_dot_63_bar__plus_00_dot_72_bar_SinkBasin - receptacle
  Shelf_bar__plus_00_dot_96_bar__plus_00_dot_84_bar__plus_00_dot_81 - receptacle
  Fridge_bar__plus_01_dot_45_bar__plus_01_dot_25_bar__minus_01_dot_14 - receptacle
  Microwave_bar__plus_02_dot_17_bar__minus_00_dot_45_bar__plus_01_dot_40 - receptacle
  CounterTop_bar__minus_00_dot_68_bar__plus_01_dot_80_bar__minus_00_dot_06 - receptacle
  Cabinet_bar__plus_00_dot_69_bar__plus_02_dot_23_bar__plus_01_dot_84 - receptacle
  loc_bar_1_bar_7_bar_1_bar_30 - location
  loc_bar_5_bar__minus_7_bar_3_bar_60 - location
  loc_bar_6_bar_3_bar_2_bar_15 - location
  loc_bar_6_bar__minus_3_bar_0_bar_60 - location
  loc_bar_7_bar_3_bar_1_bar_15 - location
  loc_bar__minus_3_bar_7_bar_2_bar_60 - location
  loc_bar__minus_8_bar_7_bar_0_bar_45 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar__minus_3_bar_7_bar_2_bar_60)
  (canContain CabinetType AppleType)
  (canContain CabinetType BowlType)
  (canContain CabinetType ForkType)
  (canContain CabinetType MugType)
  (canContain CabinetType PlateType)
  (canContain CounterTopType AppleType)
  (canContain CounterTopType BowlType)
  (canContain CounterTopType ForkType)
  (canContain CounterTopType MugType)
  (canContain CounterTopType PlateType)
  (canContain FridgeType AppleType)
  (canContain FridgeType BowlType)
  (canContain FridgeType MugType)
  (canContain FridgeType PlateType)
  (canContain MicrowaveType AppleType)
  (canContain MicrowaveType BowlType)
  (canContain MicrowaveType MugType)
  (canContain MicrowaveType PlateType)
  (canContain ShelfType AppleType)
  (canContain ShelfType BowlType)
  (canContain ShelfType ForkType)
  (canContain ShelfType MugType)
  (canContain ShelfType PlateType)
  (canContain SinkBasinType AppleType)
  (canContain SinkBasinType BowlType)
  (canContain SinkBasinType ForkType)
  (canContain SinkBasinType MugType)
  (canContain SinkBasinType PlateType)
  (receptacleType Sink_bar__plus_00_dot_10_bar__minus_01_dot_63_bar__plus_00_dot_72_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__plus_00_dot_10_bar__minus_01_dot_63_bar__plus_00_dot_72_bar_SinkBasin loc_bar_5_bar__minus_7_bar_3_bar_60)
  (receptacleType Shelf_bar__plus_00_dot_96_bar__plus_00_dot_84_bar__plus_00_dot_81 ShelfType)
  (receptacleAtLocation Shelf_bar__plus_00_dot_96_bar__plus_00_dot_84_bar__plus_00_dot_81 loc_bar_6_bar__minus_3_bar_0_bar_60)
  (receptacleType Fridge_bar__plus_01_dot_45_bar__plus_01_dot_25_bar__minus_01_dot_14 FridgeType)
  (receptacleAtLocation Fridge_bar__plus_01_dot_45_bar__plus_01_dot_25_bar__minus_01_dot_14 loc_bar__minus_8_bar_7_bar_0_bar_45)
  (openable Fridge_bar__plus_01_dot_45_bar__plus_01_dot_25_bar__minus_01_dot_14)
  (receptacleType Microwave_bar__plus_02_dot_17_bar__minus_00_dot_45_bar__plus_01_dot_40 MicrowaveType)
  (receptacleAtLocation Microwave_bar__plus_02_dot_17_bar__minus_00_dot_45_bar__plus_01_dot_40 loc_bar_6_bar_3_bar_2_bar_15)
  (openable Microwave_bar__plus_02_dot_17_bar__minus_00_dot_45_bar__plus_01_dot_40)
  (receptacleType CounterTop_bar__minus_00_dot_68_bar__plus_01_dot_80_bar__minus_00_dot_06 CounterTopType)
  (receptacleAtLocation CounterTop_bar__minus_00_dot_68_bar__plus_01_dot_80_bar__minus_00_dot_06 loc_bar_7_bar_3_bar_1_bar_15)
  (receptacleType Cabinet_bar__plus_00_dot_69_bar__plus_02_dot_23_bar__plus_01_dot_84 CabinetType)
  (receptacleAtLocation Cabinet_bar__plus_00_dot_69_bar__plus_02_dot_23_bar__plus_01_dot_84 loc_bar_1_bar_7_bar_1_bar_30)
  (openable Cabinet_bar__plus_00_dot_69_bar__plus_02_dot_23_bar__plus_01_dot_84)
  (objectType Plate_bar__plus_01_dot_91_bar__plus_00_dot_29_bar__plus_00_dot_59 PlateType)
  (inReceptacle Plate_bar__plus_01_dot_91_bar__plus_00_dot_29_bar__plus_00_dot_59 CounterTop_bar__minus_00_dot_68_bar__plus_01_dot_80_bar__minus_00_dot_06)
  (objectAtLocation Plate_bar__plus_01_dot_91_bar__plus_00_dot_29_bar__plus_00_dot_59 loc_bar_7_bar_3_bar_1_bar_15)
  (pickupable Plate_bar__plus_01_dot_91_bar__plus_00_dot_29_bar__plus_00_dot_59)
  (cleanable Plate_bar__plus_01_dot_91_bar__plus_00_dot_29_bar__plus_00_dot_59)
  (heatable Plate_bar__plus_01_dot_91_bar__plus_00_dot_29_bar__plus_00_dot_59)
  (coolable Plate_bar__plus_01_dot_91_bar__plus_00_dot_29_bar__plus_00_dot_59)
  (objectType Mug_bar__plus_00_dot_72_bar__minus_00_dot_37_bar__plus_00_dot_76 MugType)
  (inReceptacle Mug_bar__plus_00_dot_72_bar__minus_00_dot_37_bar__plus_00_dot_76 Sink_bar__plus_00_dot_10_bar__minus_01_dot_63_bar__plus_00_dot_72_bar_SinkBasin)
  (objectAtLocation Mug_bar__plus_00_dot_72_bar__minus_00_dot_37_bar__plus_00_dot_76 loc_bar_5_bar__minus_7_bar_3_bar_60)
  (pickupable Mug_bar__plus_00_dot_72_bar__minus_00_dot_37_bar__plus_00_dot_76)
  (cleanable Mug_bar__plus_00_dot_72_bar__minus_00_dot_37_bar__plus_00_dot_76)
  (heatable Mug_bar__plus_00_dot_72_bar__minus_00_dot_37_bar__plus_00_dot_76)
  (coolable Mug_bar__plus_00_dot_72_bar__minus_00_dot_37_bar__plus_00_dot_76)
  (objectType Fork_bar__plus_01_dot_15_bar__minus_02_dot_29_bar__plus_02_dot_40 ForkType)
  (inReceptacle Fork_bar__plus_01_dot_15_bar__minus_02_dot_29_bar__plus_02_dot_40 Shelf_bar__plus_00_dot_96_bar__plus_00_dot_84_bar__plus_00_dot_81)
  (objectAtLocation Fork_bar__plus_01_dot_15_bar__minus_02_dot_29_bar__plus_02_dot_40 loc_bar_6_bar__minus_3_bar_0_bar_60)
  (pickupable Fork_bar__plus_01_dot_15_bar__minus_02_dot_29_bar__plus_02_dot_40)
  (cleanable Fork_bar__plus_01_dot_15_bar__minus_02_dot_29_bar__plus_02_dot_40)
  (objectType Bowl_bar__minus_01_dot_65_bar__plus_00_dot_28_bar__minus_01_dot_39 BowlType)
  (inReceptacle Bowl_bar__minus_01_dot_65_bar__plus_00_dot_28_bar__minus_01_dot_39 Fridge_bar__plus_01_dot_45_bar__plus_01_dot_25_bar__minus_01_dot_14)
  (objectAtLocation Bowl_bar__minus_01_dot_65_bar__plus_00_dot_28_bar__minus_01_dot_39 loc_bar__minus_8_bar_7_bar_0_bar_45)
  (pickupable Bowl_bar__minus_01_dot_65_bar__plus_00_dot_28_bar__minus_01_dot_39)
  (cleanable Bowl_bar__minus_01_dot_65_bar__plus_00_dot_28_bar__minus_01_dot_39)
  (coolable Bowl_bar__minus_01_dot_65_bar__plus_00_dot_28_bar__minus_01_dot_39)
  (objectType Apple_bar__plus_01_dot_89_bar__plus_01_dot_66_bar__plus_00_dot_12 AppleType)
  (inReceptacle Apple_bar__plus_01_dot_89_bar__plus_01_dot_66_bar__plus_00_dot_12 Shelf_bar__plus_00_dot_96_bar__plus_00_dot_84_bar__plus_00_dot_81)
  (objectAtLocation Apple_bar__plus_01_dot_89_bar__plus_01_dot_66_bar__plus_00_dot_12 loc_bar_6_bar__minus_3_bar_0_bar_60)
  (pickupable Apple_bar__plus_01_dot_89_bar__plus_01_dot_66_bar__plus_00_dot_12)
  (cleanable Apple_bar__plus_01_dot_89_bar__plus_01_dot_66_bar__plus_00_dot_12)
  (heatable Apple_bar__plus_01_dot_89_bar__plus_01_dot_66_bar__plus_00_dot_12)
  (coolable Apple_bar__plus_01_dot_89_bar__plus_01_dot_66_bar__plus_00_dot_12)
  (sliceable Apple_bar__plus_01_dot_89_bar__plus_01_dot_66_bar__plus_00_dot_12)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o PlateType)
                    (receptacleType ?r SinkBasinType)
                    (heatable ?o)
                    (isHot ?o)
                )
            )
        )
    )
)
)
